import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { OfflineNotice } from '../components/page-state';

/** A pushed screen: its navigation bar, the offline notice when what it shows is the device's copy, and the body. */
export function MyListsScreen({ title, offline, className = '', right, children }: {
  title: string; offline: boolean; className?: string; right?: ReactNode; children: ReactNode;
}) {
  return (
    <div className={`page marks-screen ${className}`}>
      <NavBar onBack={() => history.back()} right={right}>{title}</NavBar>
      {offline && <OfflineNotice />}
      {children}
    </div>
  );
}
