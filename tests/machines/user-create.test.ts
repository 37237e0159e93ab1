import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { userCreateMachine } from '../../machines/user-create.machine';
import { pendingActor } from './model';

// The page's states on screen are walked in user-create.walk.test.tsx; this pins the rule the walk
// does not type: an e-mail that is given must be valid.
describe('user create machine', () => {
  it('shows the spec messages for a short username and password and a bad e-mail', () => {
    const actor = createActor(
      userCreateMachine.provide({
        actors: { createUser: pendingActor() },
        actions: { notify: () => {}, goToList: () => {} },
      }),
    ).start();
    const values = { username: 'al', password: '12345', confirmPassword: '12345', email: 'not-an-address' };
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'field.changed', field: field as keyof typeof values, value });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: 'usernameMin',
      password: 'passwordMin',
      email: 'invalidEmail',
    });
  });
});
