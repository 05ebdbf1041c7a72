import { Link, useLocation } from '../../lib/router';
import { useT } from '../../lib/i18n';
import { Icon } from '../../ui';
import { pageLabelOf, sectionOf } from '../navigation';
import { paths } from '../../paths';

/** A screen declared without a module yet (screens.tsx): a proper state inside the shell. */
export default function NotAvailableScreen() {
  const t = useT();
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const page = pageLabelOf(pathname);
  const name = page ? t(page) : section ? t(section.label) : t('app.title');
  const heading = section && page && section.items.length > 1 ? `${t(section.label)} · ${name}` : name;
  return (
    <div className="page">
      <h1 className="page__title">{heading}</h1>
      <section className="card not-available" aria-labelledby="not-available-title">
        <span className="not-available__icon" aria-hidden="true"><Icon name={section?.icon ?? 'info'} /></span>
        <h2 id="not-available-title">{t('shell.notAvailableTitle', { section: heading })}</h2>
        <p>{t('shell.notAvailableText')}</p>
        {pathname !== paths.dashboards.home && (
          <Link to={paths.dashboards.home} className="btn" data-variant="secondary">{t('shell.backHome')}</Link>
        )}
      </section>
    </div>
  );
}
