import { type CardIssuer, telHref } from '@arx/contracts/card';
import { useLingui } from '@lingui/react/macro';

/**
 * The front's small print: who processes the card and whom to call. The numbers are links, so
 * a member on a phone can call from the card; inline in the text, as on a printed card.
 */
export function CardIssuerLines({ issuer }: { issuer: CardIssuer }) {
  const { t } = useLingui();
  const lines = [
    { label: t`Processor`, value: issuer.processor_name },
    { label: t`Pharmacist help desk`, value: issuer.helpdesk_phone, href: telHref(issuer.helpdesk_phone) },
    { label: t`Member services`, value: issuer.member_services_phone, href: telHref(issuer.member_services_phone) },
    { label: t`Website`, value: issuer.website_label, href: issuer.website_url, hideLabel: true },
  ];
  return (
    <dl className="flex flex-wrap gap-x-3 text-[10px] leading-3.5">
      {lines.map((line) => (
        <div key={line.label} className="flex min-w-0 gap-1">
          <dt className={line.hideLabel ? 'sr-only' : 'text-white/90'}>{line.label}</dt>
          <dd className="font-semibold">
            {line.href ? (
              <a href={line.href} className="underline decoration-white/50 underline-offset-2 hover:decoration-white">
                {line.value}
              </a>
            ) : (
              line.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
