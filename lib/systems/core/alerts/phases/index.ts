import { queueAlerts } from './queue-alerts';

export { queueAlerts };

/** After every system has acted on the turn (core's last phases), so alerts see what each one opened. */
export const alertPhases = [queueAlerts] as const;
