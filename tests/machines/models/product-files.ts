/** What both product form models offer a person: files to choose and text to type. */
import type { AnyMachineSnapshot } from 'xstate';

/** A photo the forms take, and two files they refuse (any file can be chosen from "All files"). */
export const productImage = { name: 'pipe.jpg', type: 'image/jpeg', size: 200_000 };
export const catalogPdf = { name: 'catalog.pdf', type: 'application/pdf', size: 90_000 };
export const hugePhoto = { name: 'huge.png', type: 'image/png', size: 5 * 1024 * 1024 };

/**
 * The changes a person can make to a tab's fields: only while `reachable` (the form takes changes
 * and the tab is shown), and only a value the field does not hold yet, which keeps the graph small.
 */
export const typing =
  (
    reachable: (snapshot: AnyMachineSnapshot) => boolean,
    fields: (snapshot: AnyMachineSnapshot) => Record<string, unknown>,
    variants: ReadonlyArray<{ field: string; value: string }>,
  ) =>
  (snapshot: AnyMachineSnapshot) =>
    reachable(snapshot) ? variants.filter(({ field, value }) => fields(snapshot)[field] !== value) : [];
