import { twoFactorSetupMachine } from '../../../machines/two-factor-setup.machine';
import { ApiError } from '../../../src/api/errors';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';

/** A secret as the server makes one: Base32, and the address an authenticator app reads. */
export const newSecret = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Example%20Pipes:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Example%20Pipes',
};

export const recoveryCodes = [
  'a1b2c-d3e4f',
  'g5h6j-k7m8n',
  'p9q2r-s3t4u',
  'v5w6x-y7z8a',
  'b9c2d-e3f4g',
  'h5j6k-m7n8p',
  'q9r2s-t3u4v',
  'w5x6y-z7a8b',
  'c9d2e-f3g4h',
  'j5k6m-n7p8q',
];

/** A wrong code is 400, not 401: the session stays. */
const refused = (status: number, code: 'twoFactorRejected' | 'loginThrottled' | 'twoFactorNotPending') =>
  new ApiError('response', `Request failed with status code ${status}`, status, code);
const noConnection = new ApiError('noResponse', 'Network Error');
const gatewayError = new ApiError('response', 'Request failed with status code 502', 502);

export const twoFactorSetupModel: MachineModel = {
  machine: twoFactorSetupMachine.provide({
    actors: {
      readStatus: pendingActor(),
      startSetup: pendingActor(),
      confirm: pendingActor(),
      disable: pendingActor(),
    },
    actions: { notify: noop, reportSetupRequired: noop },
  }),
  inputs: [undefined],
  events: {
    // Off; off while the site requires it of this person; on.
    'xstate.done.actor.readStatus': [
      { output: { enabled: false, required: false } },
      { output: { enabled: false, required: true } },
      { output: { enabled: true, required: false } },
    ],
    'xstate.error.actor.readStatus': [{ error: gatewayError }, { error: noConnection }],
    'retry.requested': [{}],
    'setup.requested': [{}],
    'xstate.done.actor.startSetup': [{ output: newSecret }],
    'xstate.error.actor.startSetup': [{ error: gatewayError }, { error: noConnection }],
    'setup.cancelled': [{}],
    // A code from the app, a recovery code, and something that is neither.
    'field.changed': [
      { field: 'code', value: '123 456' },
      { field: 'code', value: 'a1b2c-d3e4f' },
      { field: 'code', value: '12345' },
    ],
    'form.submitted': [{}],
    'xstate.done.actor.confirm': [{ output: recoveryCodes }],
    'xstate.error.actor.confirm': [
      { error: refused(400, 'twoFactorRejected') },
      { error: refused(409, 'twoFactorNotPending') },
      { error: noConnection },
    ],
    'codes.saved': [{}],
    'xstate.done.actor.disable': [
      { output: { success: true, message: 'Two-factor sign-in is off', code: 'twoFactorDisabled' } },
    ],
    'xstate.error.actor.disable': [
      { error: refused(400, 'twoFactorRejected') },
      { error: refused(429, 'loginThrottled') },
      { error: gatewayError },
    ],
  },
};
