import { lazy, Suspense } from 'react';
import type { SpecSheetProps } from './spec-sheet';

const Sheet = lazy(() => import('./spec-sheet'));

/** The specification sheet, loaded when first opened (it stays out of the screens' first chunk). */
export function LazySpecSheet(props: SpecSheetProps) {
  return <Suspense fallback={null}><Sheet {...props} /></Suspense>;
}
