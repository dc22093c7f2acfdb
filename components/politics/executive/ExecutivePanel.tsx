'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import useSWR from 'swr';
import { ActionButton } from '@/components/ui/Button';
import { CommandForm, CommandGrid } from '@/components/ui/CommandForm';
import { Field, Input } from '@/components/ui/Field';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { Table } from '@/components/ui/Table';
import { fetchJson, getJson, isApiError } from '@/lib/platform/browser/fetcher';
import { formatPercentPoints } from '@/lib/platform/browser/format';
import type { ExecutiveDesk } from '@/lib/systems/politics/executive/get-executive-desk';
import type { GetExecutiveResult } from '@/lib/systems/politics/government/schemas';

type Message = { ok: boolean; text: string } | null;
const actionsLabel = (n: number) => `${n} action${n === 1 ? '' : 's'}`;

/** Runs a command, then refreshes the page's data; returns the message to show. */
function useCommand(deskKey: string) {
  const router = useRouter();
  const desk = useSWR<ExecutiveDesk>(deskKey, getJson);
  async function run(call: () => Promise<unknown>, success: string): Promise<Message> {
    try {
      await call();
      router.refresh();
      await desk.mutate();
      return { ok: true, text: success };
    } catch (error) {
      return { ok: false, text: isApiError(error) ? error.message : 'That did not go through. Try again.' };
    }
  }
  return { desk: desk.data, run };
}

function Feedback({ message }: { message: Message }) {
  return message ? <p role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null;
}

/** The country's executive, with the commands the signed-in player's offices allow. */
export function ExecutivePanel({ code, executive }: { code: string; executive: GetExecutiveResult }) {
  const deskKey = `/api/executive/me?country=${encodeURIComponent(code)}`;
  const { desk, run } = useCommand(deskKey);
  const [message, setMessage] = useState<Message>(null);
  const bank = executive.centralBank;
  const votable = new Set(desk?.votableNominationIds ?? []);
  const act = async (call: () => Promise<unknown>, success: string) => setMessage(await run(call, success));

  return (
    <>
      <h2>Head of government</h2>
      <p>
        {executive.head
          ? `${executive.head.office}: ${executive.head.name} (${executive.head.party ?? 'Independent'})`
          : 'The office is vacant.'}
      </p>

      {bank && (
        <>
          <h2>Central bank</h2>
          <p>
            {bank.office}:{' '}
            {bank.holder ? `${bank.holder.name} (${bank.holder.party ?? 'Independent'})` : 'vacant'}
            {bank.termEndTurn !== null && `, term until turn ${bank.termEndTurn}`}.
          </p>
          <p>
            Prime rate <strong data-testid="prime-rate">{formatPercentPoints(bank.rate, 2)}</strong>, last
            changed on turn {bank.decidedTurn}; the next decision may come on turn {bank.nextDecisionTurn}.
            {bank.pendingRate !== null &&
              ` The chair has decided ${formatPercentPoints(bank.pendingRate, 2)}, applied next turn.`}
          </p>
          {desk?.isChair && <RateForm desk={desk} onRun={act} code={code} />}
        </>
      )}

      <h2>Cabinet</h2>
      <Table label="Cabinet by portfolio">
        <thead>
          <tr>
            <th scope="col">Portfolio</th>
            <th scope="col">Minister</th>
            <th scope="col">Since turn</th>
            {desk?.isHead && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {executive.cabinet.map((seat) => (
            <tr key={seat.seatId}>
              <th scope="row">{seat.office}</th>
              <td>
                {seat.holder ? `${seat.holder.name} (${seat.holder.party ?? 'Independent'})` : 'Vacant'}
              </td>
              <td>{seat.confirmedTurn ?? '—'}</td>
              {desk?.isHead && (
                <td>
                  {seat.holder && (
                    <ActionButton
                      variant="secondary"
                      size="sm"
                      cost={actionsLabel(desk.rules.costs.dismiss)}
                      aria-label={`Dismiss the ${seat.office}`}
                      onClick={() =>
                        act(
                          () =>
                            fetchJson(`/api/executive/cabinet/${encodeURIComponent(seat.seatId)}/dismiss`, {
                              method: 'POST',
                              body: {},
                            }),
                          `${seat.holder!.name} was dismissed.`,
                        )
                      }
                    >
                      Dismiss
                    </ActionButton>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>

      <h2>Nominations</h2>
      {executive.nominations.length === 0 ? (
        <p>No nomination awaits a vote.</p>
      ) : (
        <ul className="grid gap-3 p-0" aria-label="Pending nominations">
          {executive.nominations.map((n) => (
            <li key={n.id} className="list-none rounded-lg border border-border p-3">
              <p className="m-0">
                <strong>{n.nominee.name}</strong> ({n.nominee.party ?? 'Independent'}) as {n.office}: the{' '}
                {n.chamber} votes until turn {n.closesTurn}; {n.yes} yes, {n.no} no so far.
              </p>
              {votable.has(n.id) && (
                <span className="mt-2 flex flex-wrap gap-2">
                  {(['yes', 'no'] as const).map((vote) => (
                    <ActionButton
                      key={vote}
                      variant={vote === 'yes' ? 'primary' : 'secondary'}
                      cost={actionsLabel(desk!.rules.costs.vote)}
                      onClick={() =>
                        act(
                          () =>
                            fetchJson(`/api/executive/nominations/${encodeURIComponent(n.id)}/vote`, {
                              method: 'POST',
                              body: { vote },
                            }),
                          `You voted ${vote} on ${n.nominee.name}.`,
                        )
                      }
                    >
                      Vote {vote}
                    </ActionButton>
                  ))}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}

      <h2>Executive orders in force</h2>
      {executive.orders.length === 0 ? (
        <p>No order is in force.</p>
      ) : (
        <Table label="Executive orders in force">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Where</th>
              <th scope="col">By</th>
              <th scope="col">Until turn</th>
            </tr>
          </thead>
          <tbody>
            {executive.orders.map((o) => (
              <tr key={o.id}>
                <th scope="row">{o.title}</th>
                <td>
                  {o.stateId
                    ? (executive.regionalHeads.find((h) => h.stateId === o.stateId)?.stateName ?? 'A state')
                    : 'Nationwide'}
                </td>
                <td>{o.issuedBy ?? '—'}</td>
                <td>{o.expiresTurn}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      {desk && (desk.isHead || desk.regionalHeadOf) && (
        <CommandGrid>
          {desk.isHead && <NominateForm desk={desk} executive={executive} onRun={act} />}
          <OrderForm desk={desk} onRun={act} />
        </CommandGrid>
      )}
      <Feedback message={message} />

      <h2>Regional heads</h2>
      <Table label="Regional heads">
        <thead>
          <tr>
            <th scope="col">Region</th>
            <th scope="col">Office</th>
            <th scope="col">Holder</th>
          </tr>
        </thead>
        <tbody>
          {executive.regionalHeads.map((h) => (
            <tr key={h.seatId}>
              <th scope="row">{h.stateName}</th>
              <td>{h.office}</td>
              <td>{h.holder ? `${h.holder.name} (${h.holder.party ?? 'Independent'})` : 'Vacant'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

type Run = (call: () => Promise<unknown>, success: string) => Promise<void>;

function RateForm({ desk, onRun, code }: { desk: ExecutiveDesk; onRun: Run; code: string }) {
  const { min, max, increment, cooldownTurns } = desk.rules.rate;
  const [rate, setRate] = useState('');
  return (
    <CommandForm
      title="Set the prime rate"
      className="max-w-xl"
      description={`From ${formatPercentPoints(min, 2)} to ${formatPercentPoints(max, 2)} in steps of ${increment} points, at most once every ${cooldownTurns} turns. Your decision applies at the next turn.`}
      onSubmit={(event) => {
        event.preventDefault();
        void onRun(
          () =>
            fetchJson(`/api/central-bank/${encodeURIComponent(code)}/rate`, {
              method: 'POST',
              body: { rate: Number(rate) },
            }),
          `Decided: ${formatPercentPoints(Number(rate), 2)}, applied at the next turn.`,
        );
      }}
    >
      <Field label="New rate (%)">
        <Input
          type="number"
          min={min}
          max={max}
          step={increment}
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          required
        />
      </Field>
      <ActionButton type="submit" cost="free" disabledReason={rate === '' ? 'Enter a rate.' : null}>
        Set rate
      </ActionButton>
    </CommandForm>
  );
}

function NominateForm({
  desk,
  executive,
  onRun,
}: {
  desk: ExecutiveDesk;
  executive: GetExecutiveResult;
  onRun: Run;
}) {
  const seats = [
    ...executive.cabinet.map((s) => ({
      seatId: s.seatId,
      label: `${s.office}${s.holder ? ` (now ${s.holder.name})` : ' (vacant)'}`,
    })),
    ...(executive.centralBank
      ? [{ seatId: executive.centralBank.seatId, label: executive.centralBank.office }]
      : []),
  ];
  const [seatId, setSeatId] = useState(
    seats.find((s) => s.label.endsWith('(vacant)'))?.seatId ?? seats[0]?.seatId ?? '',
  );
  const [nominee, setNominee] = useState(desk.nominees[0]?.characterId ?? '');
  const cost = desk.rules.costs.nomination;
  return (
    <CommandForm
      title="Nominate a minister"
      description="Where the constitution asks consent (the US Senate), the chamber votes; elsewhere the appointment takes effect at once."
      onSubmit={(event) => {
        event.preventDefault();
        const name = desk.nominees.find((n) => n.characterId === nominee)?.name ?? 'Your nominee';
        void onRun(
          () =>
            fetchJson('/api/executive/nominations', {
              method: 'POST',
              body: { seatId, characterId: nominee },
            }),
          `${name} is nominated.`,
        );
      }}
    >
      <Field label="Seat">
        <NativeSelect value={seatId} onChange={(e) => setSeatId(e.target.value)}>
          {seats.map((s) => (
            <option key={s.seatId} value={s.seatId}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Nominee">
        <NativeSelect value={nominee} onChange={(e) => setNominee(e.target.value)}>
          {desk.nominees.map((n) => (
            <option key={n.characterId} value={n.characterId}>
              {n.name} ({n.party ?? 'Independent'})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <ActionButton
        type="submit"
        cost={actionsLabel(cost)}
        disabledReason={
          desk.actions < cost
            ? `You have ${actionsLabel(desk.actions)}.`
            : !nominee
              ? 'No one is eligible.'
              : null
        }
      >
        Nominate
      </ActionButton>
    </CommandForm>
  );
}

function OrderForm({ desk, onRun }: { desk: ExecutiveDesk; onRun: Run }) {
  const [lawId, setLawId] = useState(desk.laws[0]?.id ?? '');
  const law = desk.laws.find((l) => l.id === lawId);
  const firstFree = law?.options.find((o) => !o.inForce)?.index;
  const [option, setOption] = useState<string>('');
  const chosen = option === '' ? firstFree : Number(option);
  const cost = desk.rules.costs.order;
  const atCap = desk.mySeatOrderCount >= desk.rules.ordersPerOffice;
  const where = desk.regionalHeadOf ? desk.regionalHeadOf.stateName : 'nationwide';
  return (
    <CommandForm
      title="Issue an executive order"
      description={`Puts one option of a law in force ${desk.regionalHeadOf ? `in ${where}` : where} for ${desk.rules.orderTermTurns} turns. At most ${desk.rules.ordersPerOffice} orders in force per office; taxes need legislation. A bill on the same law ends it.`}
      onSubmit={(event) => {
        event.preventDefault();
        void onRun(
          () =>
            fetchJson('/api/executive/orders', {
              method: 'POST',
              body: {
                legislationTypeId: lawId,
                optionIndex: chosen,
                ...(desk.regionalHeadOf ? { stateId: desk.regionalHeadOf.stateId } : {}),
              },
            }),
          `The order on ${law?.name ?? 'the law'} is in force.`,
        );
      }}
    >
      <Field label="Law">
        <NativeSelect
          value={lawId}
          onChange={(e) => {
            setLawId(e.target.value);
            setOption('');
          }}
        >
          {desk.laws.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Option">
        <NativeSelect
          value={chosen === undefined ? '' : String(chosen)}
          onChange={(e) => setOption(e.target.value)}
        >
          {law?.options.map((o) => (
            <option key={o.index} value={String(o.index)} disabled={o.inForce}>
              {o.name}
              {o.inForce ? ' (in force)' : ''}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <ActionButton
        type="submit"
        cost={actionsLabel(cost)}
        disabledReason={
          atCap
            ? `Your office has ${desk.rules.ordersPerOffice} orders in force.`
            : desk.actions < cost
              ? `You have ${actionsLabel(desk.actions)}.`
              : chosen === undefined
                ? 'Pick an option not already in force.'
                : null
        }
      >
        Issue order
      </ActionButton>
    </CommandForm>
  );
}
