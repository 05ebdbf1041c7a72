import { personName } from '../../../contract';
import { DiveMasterSections } from '../components/dive-master-sections';
import { ReviewDetails } from '../components/review-details';

/** `/dive-master/details/:id`: one dive master's profile, certification and document; approve / reject. */
export default function DiveMasterDetailsPage() {
  return (
    <ReviewDetails kind="diveMaster" nameOf={personName}>
      {(user, name) => <DiveMasterSections user={user} name={name} />}
    </ReviewDetails>
  );
}
