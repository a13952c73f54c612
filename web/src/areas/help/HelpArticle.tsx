import type { ReactNode } from 'react';
import { Divider, Typography } from 'antd';
import { Link } from 'react-router';
import { helpTopics } from './help-topics.ts';
import './help.css';

interface Props {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  /** The page's own address, left out of "Se også". */
  self: string;
}

/** A help page: title, a lead paragraph, the text and links to the other topics. */
export function HelpArticle({ title, lead, children, self }: Props) {
  const others = helpTopics.filter((topic) => topic.to !== self);
  return (
    <Typography className="help-text">
      <article>
        <h2>{title}</h2>
        <p className="help-text__lead">{lead}</p>
        {children}
        <Divider />
        <h4>Se også</h4>
        <ul>
          {others.map((topic) => (
            <li key={topic.to}>
              <Link to={topic.to}>{topic.title}</Link> – {topic.summary}
            </li>
          ))}
        </ul>
      </article>
    </Typography>
  );
}
