import { LegalPage } from '../components/legal-page';

/** `/legal/terms-and-conditions`: the Terms and conditions text in the Markdown editor. */
export default function TermsLegalPage() {
  return <LegalPage type="terms" />;
}
