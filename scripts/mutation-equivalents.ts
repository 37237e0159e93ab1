/**
 * Surviving mutants judged equivalent: changes to a statechart that no test could notice because
 * the product behaves exactly the same with them. Each judgement says why. The mutation report
 * counts them apart (neither killed nor survived), lists them with `--equivalents`, and keeps every
 * other survivor in the score, to be killed by a new check.
 *
 * Rules are about the code as written (the mutated text, its line), never a blanket pass on a
 * file: a placeholder block is only equivalent when everything in it is a placeholder.
 */

export interface MutantAt {
  file: string;
  mutatorName: string;
  replacement: string;
  /** The source text the mutant replaces. */
  original: string;
  /** The whole line it starts on. */
  line: string;
  /** The whole file, to see whether a name is used anywhere else. */
  source: string;
}

interface Rule {
  reason: string;
  applies: (mutant: MutantAt) => boolean;
}

/** `missingAction('lockScroll')`, `missingPromiseActor<Stats>('fetchStats')`: a default the view replaces. */
const placeholder = /^missing\w*(<[^>]*>)?\('[^']*'\)$/;

/** The text with every `types: { … }` block removed (they only guide TypeScript). */
function withoutTypes(text: string): string {
  const start = text.search(/\btypes:\s*\{/);
  if (start < 0) return text;
  let depth = 0;
  for (let index = text.indexOf('{', start); index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') depth -= 1;
    if (depth === 0) return withoutTypes(text.slice(0, start) + text.slice(index + 1));
  }
  return text;
}

const leaf = /[\w'"]+\s*:\s*(?=[^\s{])([^,\n{}]+?)\s*(?=[,\n}])/g;

/**
 * Whether an object literal holds nothing but placeholders the view provides (and `types`): every
 * leaf `name: value` is a placeholder, and nothing else is left once they are taken out.
 */
function onlyPlaceholders(text: string): boolean {
  const code = withoutTypes(text)
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    // A placeholder cast to its call signature: `missingAction('notify') as (_: unknown, …) => void`.
    .replace(/\)\s+as\s+\([^)]*\)\s*=>\s*\w+/g, ')')
    // Type arguments hold commas and braces of their own: `missingPromiseActor<Result, { id: number }>(…)`.
    .replace(/(missing\w*)<[^>]*>\(/g, '$1(');
  const leaves = [...code.matchAll(leaf)];
  return (
    leaves.every(([, value]) => placeholder.test((value ?? '').trim())) &&
    /^[\s{},]*$/.test(code.replace(leaf, '').replace(/[\w'"]+\s*:\s*(?=\{)/g, ''))
  );
}

/** Survivors judged one by one, where no rule says it: the file, the line as written, and why. */
const judged: ReadonlyArray<{ file: string; line: string; mutatorName: string; reason: string }> = [
  {
    file: 'machines/dashboard-stats.machine.ts',
    line: 'context: { stats: null },',
    mutatorName: 'ObjectLiteral',
    reason:
      'No figures yet, whether `null` or absent: the dashboard shows its loading placeholders until the first answer either way.',
  },
  {
    file: 'machines/contact-form.machine.ts',
    line: "arrival: input?.outcome ?? 'fresh',",
    mutatorName: 'StringLiteral',
    reason:
      "'fresh' only names 'neither sent nor refused': the arrival guards compare with 'sent' and 'refused' alone.",
  },
  {
    file: 'machines/contact-form.machine.ts',
    line: 'export const emptyContactForm: ContactFormValues = {',
    mutatorName: 'ObjectLiteral',
    reason:
      "The form's schema reads a missing field as an empty one, with the same message ('First name is required', …), and the fields on screen are emptied by the form itself.",
  },
  {
    file: 'machines/contact-form.machine.ts',
    line: "inquiryType: '',",
    mutatorName: 'StringLiteral',
    reason:
      "Any starting value outside the list of inquiry types reads as none chosen: the select shows its placeholder and a submit says 'Please choose an inquiry type'.",
  },
  {
    file: 'machines/contact-form.machine.ts',
    line: 'clearErrors: assign({ fieldErrors: {} }),',
    mutatorName: 'ObjectLiteral',
    reason:
      "A field's message goes as soon as it is typed into, so a form that is valid when submitted has no message left to clear.",
  },
  ...['ObjectLiteral', 'StringLiteral'].map((mutatorName) => ({
    file: 'machines/user-edit.machine.ts',
    line: "blank: { username: '', password: '', full_name: '', email: '', role: 'user' },",
    mutatorName,
    reason:
      "The edit dialog's starting values are never shown: it is not drawn while closed, and opening it sets the user, the values from that user, no messages and no error.",
  })),
  {
    file: 'machines/session.machine.ts',
    line: "if (!(error instanceof ApiError)) return 'loginError';",
    mutatorName: 'ConditionalExpression',
    reason:
      "Whatever else a failed login throws has no `kind`, so the switch below ends in its default, the same 'loginError'.",
  },
  ...['ObjectLiteral', 'LogicalOperator', 'StringLiteral'].map((mutatorName) => ({
    file: 'machines/session.machine.ts',
    line: "input: ({ context }) => ({ token: context.token ?? '' }),",
    mutatorName,
    reason:
      'The stored token is checked only when one was found, and a call that names no token of its own carries the stored one anyway (the HTTP client adds it).',
  })),
  {
    file: 'machines/session.machine.ts',
    line: "params: ({ context }: { context: SessionContext }) => ({ token: context.token ?? '' }),",
    mutatorName: 'StringLiteral',
    reason: 'A token is given up only from states that hold one: signed in, or checking the stored one.',
  },
  {
    // A failed check and a sign-in during the check clear the session the same way, but their lines
    // read exactly like the signed-in state's expiry and new sign-in, where a user was set: judged
    // by their text, those would pass too, so they stay survivors.
    file: 'machines/session.machine.ts',
    line: "{ target: 'signedOut', actions: ['forgetToken', 'clearSession'] },",
    mutatorName: 'StringLiteral',
    reason:
      'The server did not know the stored token: no user was set while it was checked, and the token kept in the flow is read by nothing until a new sign-in replaces it.',
  },
  {
    file: 'machines/edit-dialog.ts',
    line: 'id: context.item?.id ?? 0,',
    mutatorName: 'OptionalChaining',
    reason:
      'Saving is reached only from a dialog opened on its row, so the row is always there to read its id from.',
  },
];

const emptied = (mutant: MutantAt) => mutant.replacement === '{}' || mutant.replacement === '""';

/** A regular expression matching the text as written. */
function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether a quoted actor id is referred to anywhere besides its own declaration: an invoke's `src`
 * naming its logic and a placeholder's error text are not references to the id.
 */
function referredTo(mutant: MutantAt): boolean {
  const name = literalPattern(mutant.original);
  const uses = mutant.source.match(new RegExp(name, 'g'))?.length ?? 0;
  const notReferences =
    (mutant.source.match(new RegExp(`src:\\s*${name}`, 'g'))?.length ?? 0) +
    (mutant.source.match(new RegExp(`missing\\w*(<[^>]*>)?\\(${name}`, 'g'))?.length ?? 0);
  return uses - notReferences > 1 || mutant.source.includes(`#${mutant.original.slice(1, -1)}`);
}

/** The id a machine factory is called with (`pagedTableMachine<Row, Sort>('newsAdminList', …)`). */
const factoryId = (mutant: MutantAt) =>
  new RegExp(`\\w+Machine(<[^>]*>)?\\(\\s*${literalPattern(mutant.original)}`).test(mutant.source);

const rules: Rule[] = [
  {
    reason: '`types` only guides TypeScript: XState never reads it at run time.',
    applies: (m) => m.mutatorName === 'ObjectLiteral' && /^\s*types:\s*\{/.test(m.line) && emptied(m),
  },
  {
    reason:
      'A block of placeholders (`setup`, `actors`, `actions`) whose every entry the view replaces with provide(): the defaults never run in the product.',
    applies: (m) => m.mutatorName === 'ObjectLiteral' && emptied(m) && onlyPlaceholders(m.original),
  },
  {
    reason:
      "A placeholder's name only appears in the error thrown when a view forgets to provide it; every view provides it.",
    applies: (m) =>
      m.mutatorName === 'StringLiteral' &&
      new RegExp(`missing\\w*(<[^>]*>)?\\(${literalPattern(m.original)}\\)`).test(m.line),
  },
  {
    reason:
      "An id nothing in the machine refers to (no `#id` target, no sendTo): it only names the actor for inspection, and an invoke's done and error events reach its own handlers whatever it is called.",
    applies: (m) =>
      m.mutatorName === 'StringLiteral' &&
      (/^\s*id:\s*'[^']*',?$/.test(m.line) || factoryId(m)) &&
      !referredTo(m),
  },
];

/** The reason a surviving mutant is equivalent, or null when a check should catch it. */
export function equivalenceOf(mutant: MutantAt): string | null {
  const one = judged.find(
    (entry) =>
      entry.file === mutant.file &&
      entry.mutatorName === mutant.mutatorName &&
      entry.line === mutant.line.trim(),
  );
  return one?.reason ?? rules.find((rule) => rule.applies(mutant))?.reason ?? null;
}
