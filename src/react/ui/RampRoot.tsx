import { useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { themeToStyle } from '../config/theme';
import type { Appearance, RampTheme } from '../config/types';
import { Announcer } from './Announcer';

/** Props of the widget root: the landmark, its styling hooks and theme variables. */
export type RampRootProps = {
  title: string;
  step: string;
  state: string;
  progress?: string;
  theme?: RampTheme;
  appearance?: Appearance;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
};

/** The widget's landmark: a named `<section>` carrying `data-step`, `data-state`, `data-appearance` and the theme. */
export function RampRoot({ title, step, state, progress, theme, appearance = 'auto', className, style, children }: RampRootProps) {
  const titleId = useId();
  return (
    <section
      className={className ? `naira-ramp ${className}` : 'naira-ramp'}
      data-naira-ramp=""
      data-appearance={appearance}
      data-step={step}
      data-state={state}
      aria-labelledby={titleId}
      style={{ ...themeToStyle(theme), ...style }}
    >
      <Announcer>
        <header className="nr-header">
          <h2 id={titleId} className="nr-title">
            {title}
          </h2>
          {progress && <p className="nr-progress">{progress}</p>}
        </header>
        {children}
      </Announcer>
    </section>
  );
}
