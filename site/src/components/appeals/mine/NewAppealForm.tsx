import { useStore } from '@nanostores/react';
import { APPEAL_LIMITS } from '@migralink/shared/schemas/appeals';
import type { Translate } from '@/i18n/format';
import { CheckField } from '@/kit/choices';
import { TextField } from '@/kit/controls';
import { useForm } from '@/kit/react';
import { useSignedInRole } from '@/components/company-account/shared/use-role';
import { MessageFields } from '../MessageFields';
import type { MyAppealsKey } from '../messages';
import type { MyAppeals } from './my-appeals-store';

/** A new appeal: subject, text, a file, and for a company account whether it is about its company. */
export function NewAppealForm({ store, t }: { readonly store: MyAppeals; readonly t: Translate<MyAppealsKey> }) {
  const { bind } = useForm(store.newAppeal, t);
  const { about_company: about } = useStore(store.newAppeal.$values);
  const company = useSignedInRole() === 'company';
  return (
    <div className="appeals">
      <button type="button" className="account-button account-button--quiet" onClick={() => void store.back()}>
        ← {t('appeals.back')}
      </button>
      <MessageFields
        form={store.newAppeal}
        label={t('appeals.message')}
        hint={t('appeals.message_hint')}
        send={t('appeals.send')}
        onSend={() => void store.sendNew()}
        t={t}
      >
        <TextField {...bind('subject')} label={t('appeals.subject')} maxLength={APPEAL_LIMITS.subject} />
        {company && (
          <CheckField
            name="about_company"
            label={t('appeals.about_company')}
            checked={about}
            onChange={(checked) => store.newAppeal.set('about_company', checked)}
          />
        )}
      </MessageFields>
    </div>
  );
}
