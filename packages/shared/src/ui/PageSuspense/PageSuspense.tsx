import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner';
import { space } from '../tokens';

/** A page's place while it loads: a spinner centred in the content area. */
export function PageLoading() {
  return (
    <Loading>
      <Spinner $size={28} />
    </Loading>
  );
}

/** A remote's routes, holding the page's place while its chunk loads. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space(12)} 0;
`;
