import { useTranslation } from 'react-i18next';
import { AuthoringPage } from './authoring-page';
import { ChoiceForm } from './choice-form';
import { MatchingForm } from './matching-form';

/** .../create/matching (spec §2 'Create Matching'). */
export function CreateMatchingScreen() {
  const { t } = useTranslation('authoring');
  return (
    <AuthoringPage type="matching" heading={t('matchingTitle')}>
      {(activity) => <MatchingForm activity={activity} />}
    </AuthoringPage>
  );
}

/** .../create/multiple-choice (spec §2 'Create Multiple Choice'). */
export function CreateMultipleChoiceScreen() {
  const { t } = useTranslation('authoring');
  return (
    <AuthoringPage type="multiple_choice" heading={t('choiceTitle')}>
      {(activity) => <ChoiceForm activity={activity} />}
    </AuthoringPage>
  );
}
