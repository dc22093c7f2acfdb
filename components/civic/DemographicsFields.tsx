'use client';

import { AGE_BRACKETS } from '@/lib/systems/core/characters/constants';

export interface Demographics {
  ageBracket: string;
  occupation: string;
  hometown: string;
}

/** The demographic profile's three fields, shared by character setup and the settings profile. */
export function DemographicsFields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: Demographics;
  onChange: (next: Demographics) => void;
}) {
  return (
    <div className="form__row">
      <div className="field">
        <label htmlFor={`${idPrefix}-age`}>Age bracket</label>
        <select
          id={`${idPrefix}-age`}
          value={value.ageBracket}
          onChange={(e) => onChange({ ...value, ageBracket: e.target.value })}
        >
          <option value="">Choose…</option>
          {AGE_BRACKETS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-occupation`}>Occupation</label>
        <input
          id={`${idPrefix}-occupation`}
          type="text"
          value={value.occupation}
          onChange={(e) => onChange({ ...value, occupation: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-hometown`}>Hometown</label>
        <input
          id={`${idPrefix}-hometown`}
          type="text"
          value={value.hometown}
          onChange={(e) => onChange({ ...value, hometown: e.target.value })}
        />
      </div>
    </div>
  );
}
