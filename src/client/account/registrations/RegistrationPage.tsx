import type { Dispatch } from 'react';
import { useTranslation } from '../../lib/i18n-react';
import { ConfirmStep } from './ConfirmStep';
import { DoneStep } from './DoneStep';
import { OptionStep } from './OptionStep';
import { initialRegistration, type RegistrationAction, type RegistrationState } from './registration-flow';
import { useStepHistory } from './use-step-history';
import { SearchStep } from './SearchStep';
import { SerialsStep } from './SerialsStep';
import { SignedInPageHeader } from '../../components/ui/SignedInPageHeader';

/** /services/registration (signed in): SPEC.md's product registration flow, one step on screen at a time, each in the history. */
export function RegistrationPage() {
  const { t } = useTranslation('instruments');
  const [state, dispatch] = useStepHistory(initialRegistration);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <SignedInPageHeader face="account" trail={[]} title={t('registration.title')} lead={t('registration.lead')} />
      {/* Keyed by step: each step starts fresh and its heading takes the focus when it appears; a new search stays in
          its step (its results are announced there). */}
      <div className="mt-8" key={state.step} data-step={state.step}>
        <Step state={state} dispatch={dispatch} />
      </div>
    </div>
  );
}

function Step({ state, dispatch }: { state: RegistrationState; dispatch: Dispatch<RegistrationAction> }) {
  const focus = state.moves > 0;
  switch (state.step) {
    case 'search':
      return (
        <SearchStep
          focus={focus}
          query={state.query}
          result={state.result}
          onFound={(query, result) => dispatch({ type: 'found', query, result })}
          onPick={(candidate) => dispatch({ type: 'pick', candidate })}
        />
      );
    case 'confirm':
      return <ConfirmStep focus={focus} candidate={state.candidate} onYes={() => dispatch({ type: 'confirm' })} onNo={() => dispatch({ type: 'reject' })} />;
    case 'option':
      return <OptionStep focus={focus} candidate={state.candidate} onChoose={(optionId) => dispatch({ type: 'chooseOption', optionId })} onBack={() => dispatch({ type: 'back' })} />;
    case 'serials':
      return (
        <SerialsStep
          focus={focus}
          candidate={state.candidate}
          optionId={state.optionId}
          onRegistered={(registered) => dispatch({ type: 'registered', registered })}
          onBack={() => dispatch({ type: 'back' })}
        />
      );
    case 'done':
      return <DoneStep focus={focus} candidate={state.candidate} registered={state.registered} onAgain={() => dispatch({ type: 'restart' })} />;
  }
}
