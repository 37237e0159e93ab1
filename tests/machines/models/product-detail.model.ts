import { productDetailMachine } from '../../../machines/product-detail.machine';
import type { MachineModel } from '../model';
import { cpvcPipe, product } from '../product-fixtures';

/** The CPVC family as `GET /api/products?category=cpvc-pipes` lists it: the product first, then four more. */
export const cpvcFamily = [
  cpvcPipe,
  ...(
    [
      [3, 'CPVC Elbow'],
      [4, 'CPVC Tee'],
      [5, 'CPVC Valve'],
      [6, 'CPVC Cap'],
    ] as const
  ).map(([id, name]) => ({ ...product(id, 'cpvc-pipes', name), description: `A ${name} for CPVC lines.` })),
];

// What the route loader hands the page: the product with its family, the product alone in its
// category, and no product (the route's not-found). The page takes no events.
export const productDetailModel: MachineModel = {
  machine: productDetailMachine,
  inputs: [
    { product: cpvcPipe, related: cpvcFamily },
    { product: cpvcPipe, related: [cpvcPipe] },
    { product: null, related: [] },
  ],
  events: {},
};
