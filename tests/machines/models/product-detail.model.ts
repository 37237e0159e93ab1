import { productDetailMachine } from '../../../machines/product-detail.machine';
import type { MachineModel } from '../model';
import { cpvcPipe, product, summaryOf } from '../product-fixtures';

/** The product as the page shows it in full: a question answered beside its specifications. */
export const cpvcPipeInFull = {
  ...cpvcPipe,
  faqs: [{ question: 'What is the warranty period?', answer: 'Ten years from delivery.' }],
};

/** The CPVC family as `GET /api/products?category=cpvc-pipes` lists it: the product first, then four more. */
export const cpvcFamily = [
  cpvcPipeInFull,
  ...(
    [
      [3, 'CPVC Elbow'],
      [4, 'CPVC Tee'],
      [5, 'CPVC Valve'],
      [6, 'CPVC Cap'],
    ] as const
  ).map(([id, name]) => ({ ...product(id, 'cpvc-pipes', name), description: `A ${name} for CPVC lines.` })),
].map(summaryOf);

// What the route loader hands the page: the product with its family, the product alone in its
// category, and no product (the route's not-found). The page takes no events.
export const productDetailModel: MachineModel = {
  machine: productDetailMachine,
  inputs: [
    { product: cpvcPipeInFull, related: cpvcFamily },
    { product: cpvcPipeInFull, related: [summaryOf(cpvcPipeInFull)] },
    { product: null, related: [] },
  ],
  events: {},
};
