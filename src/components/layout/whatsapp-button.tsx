import { useLingui } from '@lingui/react/macro';
import { whatsappUrl } from '../../content/company';
import { WhatsAppIcon } from '../ui/icons';

/** The floating WhatsApp chat link on every public page. */
export function WhatsAppButton() {
  const { t } = useLingui();
  return (
    <aside aria-label={t`WhatsApp chat`}>
      <a
        href={whatsappUrl()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`Chat with us on WhatsApp (opens in a new tab)`}
        className="fixed bottom-5 end-5 z-30 flex size-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg shadow-black/30 transition-transform hover:scale-105 motion-reduce:transition-none"
      >
        <WhatsAppIcon />
      </a>
    </aside>
  );
}
