// 'Report listing' on a product page: what is wrong (one of the reasons) and, if the
// buyer wants, a few words; the admins' queue gets it. Loaded only when a buyer opens it, with its
// texts (the product page loads lib/product-report-texts.ts beside it), so the product page's
// first visit does not grow.
import { PRODUCT_REPORT_REASONS, type ProductReportReason } from '@dwa/domain/enums';
import { REPORT_DETAILS_MAX } from '@dwa/domain/product-reports';
import { useId, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { inputClass } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useReportProduct } from './use-report-product.ts';

interface Props {
  productId: string;
  onClose(): void;
}

export default function ReportDialog({ productId, onClose }: Props) {
  const { t } = useTranslation();
  const report = useReportProduct(productId);
  const [reason, setReason] = useState<ProductReportReason | null>(null);
  const [details, setDetails] = useState('');
  const detailsId = useId();
  const fields = report.error instanceof ApiError ? report.error.fields : {};
  const otherError =
    report.error && Object.keys(fields).length === 0
      ? `${t('productReport.failed')} ${describeError(report.error, t)}`.trim()
      : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('productReport.title')}
      closeLabel={t('productReport.close')}
      testId="report-dialog"
    >
      {report.data ? (
        <div className="flex flex-col gap-4">
          <FormAlert tone="success" testId="report-sent">
            {t(report.data.repeated ? 'productReport.already' : 'productReport.sent')}
          </FormAlert>
          <button type="button" className="btn-primary" onClick={onClose}>
            {t('productReport.close')}
          </button>
        </div>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason) report.mutate({ reason, details });
          }}
        >
          <p>{t('productReport.intro')}</p>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium text-sm">{t('productReport.reasonLabel')}</legend>
            {PRODUCT_REPORT_REASONS.map((r) => (
              <label key={r} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  className="size-5 accent-brand"
                  checked={reason === r}
                  onChange={() => setReason(r)}
                />
                {t(`productReport.reasons.${r}`)}
              </label>
            ))}
            {fields.reason && (
              <p role="alert" className="text-red-700 text-sm dark:text-red-300">
                {fields.reason}
              </p>
            )}
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={detailsId} className="font-medium text-sm">
              {t('productReport.detailsLabel')}
            </label>
            <textarea
              id={detailsId}
              className={`${inputClass} min-h-24 py-2`}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              aria-describedby={`${detailsId}-hint`}
              aria-invalid={fields.details ? true : undefined}
              onChange={(event) => setDetails(event.target.value)}
              data-testid="report-details"
            />
            <p id={`${detailsId}-hint`} className="text-sm text-subtle">
              {fields.details ?? t('productReport.detailsHint')}
            </p>
          </div>
          {otherError && <FormAlert tone="error">{otherError}</FormAlert>}
          <FormActions
            back={t('productReport.cancel')}
            onBack={onClose}
            submitLabel={t('productReport.submit')}
            pendingLabel={t('productReport.sending')}
            pending={report.isPending}
            disabled={reason === null}
            submitTestId="report-submit"
          />
        </form>
      )}
    </Dialog>
  );
}
