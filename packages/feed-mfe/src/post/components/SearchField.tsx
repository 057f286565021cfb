import styled from 'styled-components';
import { SearchPill } from '@upclub/shared/ui';

/** The post pages' search box: the UI kit's pill, filling its row. */
export const SearchField = styled(SearchPill)`
  flex: 1;
`;
