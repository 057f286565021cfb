import { Suspense, lazy, useState } from 'react';

const CreateClubModal = lazy(() => import(/* webpackChunkName: "club-create" */ './create/CreateClubModal'));

/** The create club modal of a clubs page: a function that opens it, and the modal to render. */
export function useCreateClub() {
  const [open, setOpen] = useState(false);
  const modal = open ? (
    <Suspense fallback={null}>
      <CreateClubModal onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { openCreate: () => setOpen(true), createModal: modal };
}
