import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, FormState, UseFormReturn } from 'react-hook-form';
import type { RampError } from '../../core';
import type { RampEvent } from '../flow/events';
import { useRampContext } from '../config/RampProvider';
import type { Appearance, RampFlow, RampTheme } from '../config/types';
import type { RampConfig } from '../config/useRampConfig';
import type { SubmissionState } from '../../core';
import { chooseLanguage } from '../config/languageChoice';
import { lazyModule } from '../hooks/lazyModule';
import { useAnnounce } from './Announcer';
import type { ErrorAlert } from './ErrorAlert';
import { RampRoot } from './RampRoot';
import { RampUiContext } from './RampUi';

/** How a widget looks; every prop is optional and falls back to the nearest `<RampProvider>`. */
export type RampViewProps = {
  /** Design tokens (colours, font, radius, spacing), set as `--nr-*` custom properties on the root. */
  theme?: RampTheme;
  /** `light`, `dark`, or `auto` to follow the system setting (default). */
  appearance?: Appearance;
  /** Extra class names on the root element (which always has `naira-ramp`). */
  className?: string;
  /** Inline style on the root element, merged after the theme's custom properties. */
  style?: CSSProperties;
};

type FrameState = {
  step: string;
  stepIndex: number;
  stepCount: number;
  submission: SubmissionState;
  error: RampError | null;
  recovery: 'retry' | 'new_request' | null;
  retry: () => Promise<void>;
  startNew: () => void;
  emit: (event: RampEvent) => void;
  config: RampConfig;
  form: UseFormReturn<FieldValues>;
};

/**
 * The form's state read from `form.formState` at each access. Handed to `FormProvider` as one object,
 * it keeps the context value the same while the form's state changes (react-hook-form's own update
 * right after mount is one), so the fields re-render only through their own subscriptions, not with
 * every render of the flow; a reset replaces it.
 */
function liveFormState<V extends FieldValues>(form: UseFormReturn<V>): FormState<V> {
  return new Proxy({} as FormState<V>, { get: (_, key) => Reflect.get(form.formState, key) });
}

// The language switch: fetched only for a widget that offers one.
const switchCode = lazyModule(() => import('./LanguageSwitch'));

type Said = { progress: string; submitting: string | undefined; checking: string | undefined; failed: boolean };

/**
 * Says the progress after a step change, the start of a submission and of a status check, in the polite
 * live region; once a submission has failed it no longer says one is under way (the alert says what happened).
 */
const Announcements = memo(function Announcements({ progress, submitting, checking, failed }: Said) {
  const announce = useAnnounce();
  const last = useRef(progress);
  const busy = useRef(false);
  useEffect(() => {
    if (last.current === progress) return;
    last.current = progress;
    busy.current = false;
    announce(progress);
  }, [announce, progress]);
  useEffect(() => {
    if (!submitting) return;
    busy.current = true;
    announce(submitting);
  }, [announce, submitting]);
  useEffect(() => {
    if (!checking) return;
    busy.current = true;
    announce(checking);
  }, [announce, checking]);
  useEffect(() => {
    if (!failed || !busy.current) return;
    busy.current = false;
    announce('');
  }, [announce, failed]);
  return null;
});

/**
 * Everything around a flow's steps: landmark, theme, live region, form context and the submission error,
 * which `Alert` says: it comes with the flow's later code, the only code that sends a request.
 */
export function RampFrame<V extends FieldValues>({
  ramp,
  flow,
  title,
  stepTitle,
  Alert,
  theme,
  appearance,
  className,
  style,
  children,
}: RampViewProps & {
  ramp: Omit<FrameState, 'form'> & { form: UseFormReturn<V> };
  flow: RampFlow;
  title: string;
  stepTitle: string;
  Alert: typeof ErrorAlert | undefined;
  children: ReactNode;
}) {
  const context = useRampContext();
  const [formState, setFormState] = useState(() => liveFormState(ramp.form));
  // A reset (a restored flow, "Start another") gives the fields new values to show: a new object then
  // re-renders them once, so each input takes its value.
  useEffect(
    () => ramp.form.subscribe({ formState: { values: true }, callback: ({ name }) => name === undefined && setFormState(liveFormState(ramp.form)) }),
    [ramp.form],
  );
  const { messages, locale, languages } = ramp.config;
  const Switch = switchCode.useModule(!!languages).module?.LanguageSwitch;
  const { emit } = ramp;
  const ui = useMemo(() => ({ messages, locale, emit: ({ field }: { field: string }) => emit({ type: 'copied', flow, field }) }), [messages, locale, emit, flow]);
  const counted = ramp.stepIndex < ramp.stepCount;
  const progress = counted ? messages.progressAnnouncement(ramp.stepIndex + 1, ramp.stepCount, stepTitle) : stepTitle;
  const submitting = ramp.submission.status === 'submitting';
  const checking = ramp.submission.status === 'checking';
  return (
    <RampUiContext.Provider value={ui}>
      <RampRoot
        title={title}
        step={ramp.step}
        state={ramp.submission.status}
        progress={counted ? messages.progress(ramp.stepIndex + 1, ramp.stepCount) : undefined}
        lang={locale}
        waiting={ramp.config.waiting}
        headerExtra={languages && Switch && <Switch language={ramp.config.language} languages={languages} label={messages.language} onChoose={chooseLanguage} />}
        theme={theme ?? context?.theme}
        appearance={appearance ?? context?.appearance}
        className={className}
        style={style}
      >
        <Announcements
          progress={progress}
          submitting={submitting ? messages.submittingAnnouncement : undefined}
          checking={checking ? messages.checkingAnnouncement : undefined}
          failed={ramp.submission.status === 'failed'}
        />
        {Alert && <Alert error={ramp.error} recovery={ramp.recovery} onRetry={() => void ramp.retry()} onStartNew={ramp.startNew} busy={submitting || checking} />}
        <FormProvider {...ramp.form} formState={formState}>
          {children}
        </FormProvider>
      </RampRoot>
    </RampUiContext.Provider>
  );
}
