import { useLingui } from '@lingui/react/macro';

export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex items-center justify-center p-8">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none" />
      <span className="sr-only">{label ?? t`Loading…`}</span>
    </div>
  );
}
