import { useContext, useId, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { themeToStyle } from '../theme/style';
import type { Appearance, RampTheme } from '../config/types';
import { Announcer } from './Announcer';
import { HeaderSlotContext } from './headerSlot';
import { useContrastWarning } from '../theme/contrastWarning';

/** Props of the widget root: the landmark, its styling hooks and theme variables. */
export type RampRootProps = {
  title: string;
  step: string;
  state: string;
  progress?: string;
  /** The language tag of the text inside. */
  lang: string;
  /** True while the language's catalogue is on its way: the root stands empty rather than show English first. */
  waiting?: boolean;
  /** Drawn in the header after the progress (the language switch). */
  headerExtra?: ReactNode;
  theme?: RampTheme;
  appearance?: Appearance;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/** The widget's landmark: a named `<section>` carrying `data-step`, `data-state`, `data-appearance` and the theme. */
export function RampRoot({ title, step, state, progress, lang, waiting, headerExtra, theme, appearance = 'auto', className, style, children }: RampRootProps) {
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const headerEnd = useContext(HeaderSlotContext);
  useContrastWarning(root, appearance, [theme, className, style]);
  return (
    <section
      ref={root}
      className={className ? `naira-ramp ${className}` : 'naira-ramp'}
      data-naira-ramp=""
      data-appearance={appearance}
      data-step={step}
      data-state={state}
      lang={lang}
      aria-busy={waiting || undefined}
      aria-labelledby={waiting ? undefined : titleId}
      style={{ ...themeToStyle(theme), ...style }}
    >
      {!waiting && (
        <Announcer>
          <header className="nr-header">
            <h2 id={titleId} className="nr-title">
              {title}
            </h2>
            {progress && <p className="nr-progress">{progress}</p>}
            {headerExtra}
            {headerEnd?.({ titleId, step, state })}
          </header>
          {children}
        </Announcer>
      )}
    </section>
  );
}
