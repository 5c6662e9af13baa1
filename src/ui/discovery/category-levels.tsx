import { shouldShowSubLevel } from '../../domain/sort-filter';
import { TEXTS } from '../texts';

export interface ClassOption {
  id: string;
  classPid: string;
  classNames: string;
}

interface CategoryLevelsProps {
  classes: readonly ClassOption[];
  /** The chosen path from the top level down. */
  path: string[];
  onChange(path: string[]): void;
}

/** spec §2: each level below the first is shown only when the chosen class has more than 2 children. */
export function CategoryLevels({ classes, path, onChange }: CategoryLevelsProps) {
  const childrenOf = (pid: string) => classes.filter((c) => c.classPid === pid);
  const levels: { parent: string; options: ClassOption[] }[] = [];
  const roots = classes.filter((c) => !classes.some((p) => p.id === c.classPid));
  levels.push({ parent: '', options: roots });
  for (const chosen of path) {
    const children = childrenOf(chosen);
    if (!shouldShowSubLevel(children)) break;
    levels.push({ parent: chosen, options: children });
  }
  return (
    <>
      {levels.map((level, depth) => (
        <div key={level.parent || 'root'} className="filter-popup__chips" data-level={depth + 1}>
          {depth === 0 && (
            <button type="button" className={`chip${path.length === 0 ? ' chip--on' : ''}`} onClick={() => onChange([])}>{TEXTS.discovery.filter.all}</button>
          )}
          {level.options.map((option) => {
            const on = path[depth] === option.id;
            return (
              <button key={option.id} type="button" className={`chip${on ? ' chip--on' : ''}`}
                onClick={() => onChange(on ? path.slice(0, depth) : [...path.slice(0, depth), option.id])}>
                {option.classNames}
              </button>
            );
          })}
        </div>
      ))}
    </>
  );
}
