import styled from 'styled-components';
import { color, fontSize, space } from '@upclub/shared/ui';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding-bottom: ${space(2)};
  border-bottom: 1px solid ${color.line};
  h2,
  h3 {
    margin: 0;
    font-size: ${fontSize.md}px;
    font-weight: 600;
    color: ${color.text};
  }
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 120px;
  overflow-y: auto;
  padding: ${space(3)} 0;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Replies = styled.ul`
  list-style: none;
  margin: ${space(2)} 0 0;
  padding: 0 0 0 ${space(3)};
  border-left: 2px solid ${color.line};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const Item = styled.article`
  display: flex;
  gap: ${space(3)};
  min-width: 0;
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${space(2)};
  font-size: ${fontSize.xs}px;
  color: ${color.muted};
  a {
    color: ${color.text};
    font-weight: 600;
    font-size: ${fontSize.sm}px;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Text = styled.p`
  margin: ${space(1)} 0 0;
  font-size: ${fontSize.sm}px;
  color: ${color.text};
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  a {
    color: ${color.link};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const LinkButton = styled.button`
  margin-top: ${space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: ${color.muted};
  font: inherit;
  font-size: ${fontSize.xs}px;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${color.text};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

const State = styled.p`
  margin: ${space(6)} 0;
  text-align: center;
  font-size: ${fontSize.sm}px;
  color: ${color.muted};
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${space(2)};
`;

/** n/limit under the comment box; red past the limit (a picked mention can push the text over). */
const Counter = styled.span<{ $over: boolean }>`
  margin-right: auto;
  align-self: center;
  font-size: ${fontSize.xs}px;
  color: ${(p) => (p.$over ? color.danger : color.muted)};
`;

const Box = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding-top: ${space(3)};
  border-top: 1px solid ${color.line};
  > div:last-child {
    display: flex;
    justify-content: flex-end;
  }
`;

export const CommentStyles = {
  Panel,
  Header,
  Scroll,
  List,
  Replies,
  Item,
  Content,
  Meta,
  Text,
  LinkButton,
  State,
  Box,
  Counter,
};
