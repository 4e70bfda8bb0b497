// A template as a seller would read it on WhatsApp: the bold title over the message, filled in
// with the sample values (the same the server's Test WhatsApp sends), in a chat bubble.
import { notificationSampleValues, renderNotification } from '@dwa/domain/notifications';
import { useTranslation } from '../../lib/i18n.ts';
import { useSiteOrigin } from '../../lib/site-origin.ts';

export function WhatsAppPreview({
  title,
  message,
  label,
}: {
  title: string;
  message: string;
  label: string;
}) {
  const { t } = useTranslation();
  const origin = useSiteOrigin();
  const { text } = renderNotification(message, notificationSampleValues(origin));
  return (
    <figure
      aria-label={label}
      data-testid="whatsapp-preview"
      className="flex flex-col gap-2 rounded-xl bg-[#efeae2] p-3 dark:bg-[#0b141a]"
    >
      <div className="max-w-[85%] self-start rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-[#111b21] shadow-sm dark:bg-[#202c33] dark:text-[#e9edef]">
        <p className="font-semibold text-[#008069] text-xs dark:text-[#00a884]">
          {t('adminNotifications.templates.previewSender')}
        </p>
        <p className="font-bold">{title}</p>
        <p className="whitespace-pre-line break-words" data-testid="whatsapp-preview-text">
          {text}
        </p>
      </div>
      <figcaption className="text-[#54656f] text-xs dark:text-[#8696a0]">
        {t('adminNotifications.templates.previewNote')}
      </figcaption>
    </figure>
  );
}
