import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { InfoSection } from '../../domain/info-pages';
import { SectionArticles } from './section-articles';
import './settings.css';
import { goBack } from '../go-back';

/** A content page of the host's articles under a title, with anything the page adds after them. */
export function InfoScreen({ title, section, children }: { title: string; section: InfoSection; children?: ReactNode }) {
  return (
    <div className="info-page">
      <NavBar onBack={() => goBack()}>{title}</NavBar>
      <SectionArticles section={section} />
      {children}
    </div>
  );
}
