'use client';

import { Field, Input } from '@/components/ui/Field';
import { NativeSelect } from '@/components/ui/NativeSelect';
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
      <Field label="Age bracket">
        <NativeSelect
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
        </NativeSelect>
      </Field>
      <Field label="Occupation">
        <Input
          id={`${idPrefix}-occupation`}
          type="text"
          value={value.occupation}
          onChange={(e) => onChange({ ...value, occupation: e.target.value })}
        />
      </Field>
      <Field label="Hometown">
        <Input
          id={`${idPrefix}-hometown`}
          type="text"
          value={value.hometown}
          onChange={(e) => onChange({ ...value, hometown: e.target.value })}
        />
      </Field>
    </div>
  );
}
