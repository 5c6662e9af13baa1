import { useNavigate } from '@tanstack/react-router';
import { Button, Collapse, List, NavBar, SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import type { HelpAudience, KnowledgeArticle } from '../../contract/service/help';
import { EVENT_CODES, PAGE_CODES } from '../../domain/analytics-events';
import { track } from '../../ui/analytics/track';
import { EmptyState, LoadingState } from '../../ui/components/page-state';
import { HELP_TEXTS } from '../../ui/help-texts';
import { DataAge } from '../../ui/wallet/data-age';
import { PATHS } from '../paths';
import { useDefaultQuestions, useKnowledgeBase, useKnowledgeSearch } from './use-knowledge';
import './help.css';
import { goBack } from '../go-back';

const T = HELP_TEXTS.center;

function ArticleRows({ list, onOpen }: { list: KnowledgeArticle[]; onOpen(a: KnowledgeArticle): void }) {
  return (
    <List>
      {list.map((a) => (
        <List.Item key={a.articleId} data-testid="help-article" onClick={() => onOpen(a)} description={a.content.slice(0, 28) + '…'}>
          {a.title}
        </List.Item>
      ))}
    </List>
  );
}

function DefaultQuestions({ audience, onOpen }: { audience: HelpAudience; onOpen(articleId: string): void }) {
  const questions = useDefaultQuestions(audience).data ?? [];
  if (questions.length === 0) return null;
  return (
    <section className="help-section">
      <h3 className="help-section__title">{T.questions}</h3>
      <Collapse accordion>
        {questions.map((q) => (
          <Collapse.Panel key={q.questionId} title={q.question}>
            <p className="help-answer">{q.answer}</p>
            {q.articleId && <a className="help-more" onClick={() => onOpen(q.articleId!)}>{T.readMore}</a>}
          </Collapse.Panel>
        ))}
      </Collapse>
    </section>
  );
}

/** help_center (the shopper's) and ufc_help_center (the shop owner's): questions, articles by category, search, contact. */
export function HelpCenterScreen({ audience }: { audience: HelpAudience }) {
  const navigate = useNavigate();
  const base = useKnowledgeBase(audience);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('all');
  const all = base.data?.list ?? [];
  const found = useKnowledgeSearch(audience, keyword, all);
  const shown = keyword ? found.list : category === 'all' ? all : all.filter((a) => a.categoryId === category);
  const open = (articleId: string) => {
    track(EVENT_CODES.helpArticle, audience === 'shop' ? PAGE_CODES.ufcHelpCenter : PAGE_CODES.helpCenter, { articleId });
    void navigate({ to: PATHS.helpArticle, search: { articleId, audience } });
  };
  const search = (value: string) => {
    const k = value.trim();
    setKeyword(k);
    if (k) track(EVENT_CODES.helpSearch, PAGE_CODES.helpCenter, { keyword: k.slice(0, 30) });
  };
  return (
    <div className="page help-page">
      <NavBar onBack={() => goBack()}>{audience === 'shop' ? T.ufcTitle : T.title}</NavBar>
      <div className="help-search">
        <SearchBar placeholder={T.search} value={text} onChange={setText} onSearch={search} onClear={() => search('')} />
      </div>
      <DataAge savedAt={base.savedAt} failed={base.failure !== null} neverSaved={T.neverSaved} />
      {base.loading && <LoadingState />}
      {keyword ? (
        <section className="help-section" data-testid="help-results">
          {found.local && <p className="help-note">{T.offlineSearch}</p>}
          {found.list.length === 0 ? <EmptyState title={T.noResult(keyword)} /> : <ArticleRows list={found.list} onOpen={(a) => open(a.articleId)} />}
        </section>
      ) : (
        <>
          <DefaultQuestions audience={audience} onOpen={open} />
          {base.data && (
            <section className="help-section">
              <h3 className="help-section__title">{T.articles}</h3>
              <Tabs activeKey={category} onChange={setCategory} className="help-tabs">
                <Tabs.Tab key="all" title={T.all} />
                {base.data.categories.map((c) => <Tabs.Tab key={c.categoryId} title={c.name} />)}
              </Tabs>
              {shown.length === 0 ? <EmptyState title={T.empty} /> : <ArticleRows list={shown} onOpen={(a) => open(a.articleId)} />}
            </section>
          )}
        </>
      )}
      <div className="help-actions">
        <Button color="primary" onClick={() => void navigate({ to: PATHS.questionInfo, search: {} })}>{T.contact}</Button>
        <Button onClick={() => void navigate({ to: PATHS.feedback })}>{T.feedback}</Button>
      </div>
      <p className="help-switch">
        <a onClick={() => void navigate({ to: audience === 'shop' ? PATHS.helpCenter : PATHS.ufcHelpCenter })}>
          {audience === 'shop' ? T.userHelp : T.shopHelp}
        </a>
      </p>
    </div>
  );
}
