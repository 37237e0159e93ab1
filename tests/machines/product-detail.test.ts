import { describe, expect, it } from 'vitest';
import { pickRelated } from '../../machines/product-detail.machine';
import { cpvcPipe, pprPipe, product } from './product-fixtures';

const cpvcElbow = product(3, 'cpvc-pipes', 'CPVC Elbow');
const cpvcTee = product(4, 'cpvc-pipes', 'CPVC Tee');
const cpvcValve = product(5, 'cpvc-pipes', 'CPVC Valve');
const cpvcCap = product(6, 'cpvc-pipes', 'CPVC Cap');

// The page's states on screen are walked in product-detail.walk.test.tsx.
describe('related products', () => {
  it('keeps products of the same category, never the product itself, the first three', () => {
    expect(pickRelated(cpvcPipe, [cpvcPipe, pprPipe, cpvcElbow, cpvcTee, cpvcValve, cpvcCap])).toEqual([
      cpvcElbow,
      cpvcTee,
      cpvcValve,
    ]);
    expect(pickRelated(cpvcPipe, [cpvcPipe, pprPipe])).toEqual([]);
  });
});
