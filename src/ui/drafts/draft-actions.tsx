import { Button } from 'antd-mobile';
import type { DraftState } from '../../domain/goods-draft';

interface Props {
  state: DraftState;
  mode: 'new' | 'edit';
  texts: { publish: string; save: string; discard: string };
  onPublish(): void;
  onDiscard(): void;
}

/** 发布 (保存修改 for an edit), closed while the publish waits or a conflict is open, and 删除草稿: a draft form's foot. */
export function DraftActions({ state, mode, texts: T, onPublish, onDiscard }: Props) {
  return (
    <div className="page-actions">
      <Button block color="primary" disabled={state === 'queued' || state === 'conflict'} onClick={onPublish}>
        {mode === 'edit' ? T.save : T.publish}
      </Button>
      <Button block fill="none" onClick={onDiscard}>{T.discard}</Button>
    </div>
  );
}
