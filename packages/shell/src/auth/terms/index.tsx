import { BackLink, PageHeading } from '../components';

/** Route terms: an empty page (spec §2). */
export function TermsPage() {
  return (
    <>
      <BackLink to="/">Back</BackLink>
      <PageHeading title="Terms" />
    </>
  );
}
