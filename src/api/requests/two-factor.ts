import { api } from '../client';
import { type Result, resultSchema } from '../result';
import {
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorConfirmedSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../two-factor';

export async function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  const { data } = await api.get('/api/two-factor');
  return twoFactorStatusSchema.parse(data);
}

export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  const { data } = await api.post('/api/two-factor/setup');
  return twoFactorSetupSchema.parse(data);
}

/** Turns two-factor sign-in on with a code from the app; answers the recovery codes, once. */
export async function confirmTwoFactor(code: string): Promise<string[]> {
  const { data } = await api.post('/api/two-factor/confirm', { code });
  return twoFactorConfirmedSchema.parse(data).recoveryCodes;
}

export async function disableTwoFactor(code: string): Promise<Result> {
  const { data } = await api.post('/api/two-factor/disable', { code });
  return resultSchema.parse(data);
}
