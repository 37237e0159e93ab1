import type { AnyMachineSnapshot } from 'xstate';
import { type Alert, alertsMachine } from '../../../machines/alerts.machine';
import type { MachineModel } from '../model';

const alert = (id: string): Alert => ({ id, type: 'info', title: `Title ${id}`, message: `Message ${id}` });
const ids = ['first', 'second'];

export const alertsModel: MachineModel = {
  machine: alertsMachine,
  inputs: [undefined],
  events: {
    // Only alerts not on screen yet: every addition grows the list, so the graph stays finite.
    'alert.added': (snapshot: AnyMachineSnapshot) => {
      const shown = (snapshot.context as { alerts: Alert[] }).alerts.map((a) => a.id);
      return ids.filter((id) => !shown.includes(id)).map((id) => ({ alert: alert(id) }));
    },
    'alert.dismissed': ids.map((id) => ({ id })),
  },
};
