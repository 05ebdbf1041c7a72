import { LegalPage } from '../components/legal-page';

/** `/legal/privacy-policy`: the Privacy policy text in the Markdown editor. */
export default function PrivacyLegalPage() {
  return <LegalPage type="privacy" />;
}
