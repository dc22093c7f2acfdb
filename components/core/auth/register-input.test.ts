import { describe, expect, it } from 'vitest';
import { buildRegisterBody, invalidFieldsForError } from './register-input';

describe('buildRegisterBody', () => {
  it('trims email and username but never the password', () => {
    expect(
      buildRegisterBody({
        email: ' dora@example.com ',
        username: ' dora ',
        password: ' secret pass ',
        displayName: '',
      }),
    ).toEqual({ email: 'dora@example.com', username: 'dora', password: ' secret pass ' });
  });

  it('sends a display name only when one is given', () => {
    const fields = { email: 'a@example.com', username: 'dora', password: 'long-enough-1' };
    expect(buildRegisterBody({ ...fields, displayName: '   ' })).not.toHaveProperty('displayName');
    expect(buildRegisterBody({ ...fields, displayName: ' Dora Explorer ' }).displayName).toBe(
      'Dora Explorer',
    );
  });
});

describe('invalidFieldsForError', () => {
  it('marks the taken field on a conflict', () => {
    expect(invalidFieldsForError('EMAIL_TAKEN', 'That email is already registered.')).toEqual(['email']);
    expect(invalidFieldsForError('USERNAME_TAKEN', 'That username is already taken.')).toEqual(['username']);
  });

  it('reads the field names out of a validation message', () => {
    expect(
      invalidFieldsForError(
        'BAD_REQUEST',
        'username: username must be 3-24 letters, digits or underscores; password: password must be at least 10 characters',
      ),
    ).toEqual(['username', 'password']);
    expect(invalidFieldsForError('BAD_REQUEST', 'Request body must be valid JSON.')).toEqual([]);
  });

  it('marks nothing for other errors', () => {
    expect(invalidFieldsForError('rate_limited', 'Rate limit exceeded. Retry in 30 s.')).toEqual([]);
    expect(invalidFieldsForError(null, 'Could not create your account.')).toEqual([]);
  });
});
