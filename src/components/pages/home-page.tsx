import { Trans } from '@lingui/react/macro';

/** The home page shell: the full home page (spec §2 "/") is built on it by the site-shell issue. */
export function HomePage() {
  return (
    <main>
      <section className="bg-gradient-to-b from-brand-700 to-brand-900 px-4 py-24 text-white">
        <div className="mx-auto max-w-4xl text-start">
          <h1 className="text-4xl font-extrabold leading-tight md:text-5xl">
            <Trans>Pipes, fittings and building solutions made in Saudi Arabia since 1979</Trans>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            <Trans>
              UPVC, CPVC and PPR pipes, fittings, solvent cements and cleaners from our factories in Sudair
              and Bahrain, with electrical, technology and contracting services for projects across the
              region.
            </Trans>
          </p>
        </div>
      </section>
    </main>
  );
}
