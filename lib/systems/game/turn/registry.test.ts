import { describe, expect, it } from 'vitest';
import { createRandom } from '@/lib/platform/random';
import { definePhase } from '@/lib/systems/core/turn/define-phase';
import { lastPhases, phaseById, phasesBySystem, turnPhases } from './registry';
import { TURN_SYSTEMS, type TurnContext } from '@/lib/systems/core/turn/types';

function ctxWith(subsidiaryCorporationsEnabled: boolean): TurnContext {
  return {
    turn: 1,
    state: {} as TurnContext['state'],
    flags: { subsidiaryCorporationsEnabled },
    random: createRandom('test'),
    now: new Date(0),
  };
}

describe('turn registry', () => {
  it('runs systems in their fixed order, each phase under the system that lists it, the last phases after', () => {
    const inOrder = turnPhases.slice(0, turnPhases.length - lastPhases.length);
    const order = inOrder.map((phase) => TURN_SYSTEMS.indexOf(phase.system));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const system of TURN_SYSTEMS)
      for (const phase of phasesBySystem[system]) expect(phase.system, phase.id).toBe(system);
    expect(turnPhases.slice(inOrder.length)).toEqual(lastPhases);
    for (const phase of lastPhases) expect(phase.system, phase.id).toBe('core');
  });

  it('has unique ids and finds phases by id', () => {
    expect(new Set(turnPhases.map((phase) => phase.id)).size).toBe(turnPhases.length);
    expect(phaseById('advance-clock').system).toBe('core');
    expect(turnPhases.at(-1)?.id).toBe('advance-clock');
    expect(() => phaseById('no-such-phase')).toThrow(/no turn phase/);
  });
});

describe('definePhase', () => {
  const run = async () => undefined;

  it('gates a subsidiaries phase on the flag, and leaves ungated systems on', () => {
    const subsidiary = definePhase({ id: 's', system: 'subsidiaries', run });
    expect(subsidiary.enabled(ctxWith(false))).toBe(false);
    expect(subsidiary.enabled(ctxWith(true))).toBe(true);
    expect(definePhase({ id: 'e', system: 'economy', run }).enabled(ctxWith(false))).toBe(true);
  });

  it('combines a phase gate with its system gate', () => {
    const oddTurns = definePhase({
      id: 'o',
      system: 'subsidiaries',
      run,
      enabled: (ctx) => ctx.turn % 2 === 1,
    });
    expect(oddTurns.enabled(ctxWith(true))).toBe(true);
    expect(oddTurns.enabled({ ...ctxWith(true), turn: 2 })).toBe(false);
    expect(oddTurns.enabled(ctxWith(false))).toBe(false);
  });
});
