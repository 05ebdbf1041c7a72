import { LegalPage } from '../components/legal-page';

/** `/legal/about-us`: the About us text in the Markdown editor. */
export default function AboutLegalPage() {
  return <LegalPage type="about" />;
}
