import { type ReactNode, useId } from 'react';

interface PageCardProps {
  title: string;
  intro?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card that holds one form or message, titled by the page's only <h1>. */
export function PageCard({ title, intro, icon, children, footer }: PageCardProps) {
  const titleId = useId();
  return (
    <section className="card stack" aria-labelledby={titleId}>
      {icon}
      <div>
        <h1 id={titleId}>{title}</h1>
        {intro && <p className="muted card-intro">{intro}</p>}
      </div>
      {children}
      {footer && <div className="card-footer">{footer}</div>}
    </section>
  );
}
