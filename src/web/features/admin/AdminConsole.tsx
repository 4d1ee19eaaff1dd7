import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { adminMessages as m } from '../../../shared/messages/admin';
import { AuditPanel } from './AuditPanel';
import { MatesPanel } from './MatesPanel';
import { PeoplePanel } from './PeoplePanel';
import { QuestionsPanel } from './QuestionsPanel';
import { ReportsPanel } from './ReportsPanel';
import { SummaryPanel } from './SummaryPanel';

/** Built when drawn, so each tab's name is read in the page's language. */
const sections = () =>
  [
    { id: 'reportes', label: m.tabReports, Panel: ReportsPanel },
    { id: 'consultas', label: m.tabQuestions, Panel: QuestionsPanel },
    { id: 'personas', label: m.tabPeople, Panel: PeoplePanel },
    { id: 'mates', label: m.tabMates, Panel: MatesPanel },
    { id: 'resumen', label: m.tabSummary, Panel: SummaryPanel },
    { id: 'registro', label: m.tabAudit, Panel: AuditPanel },
  ] as const;

/** The console's sections as tabs; the open one lives in the URL (?seccion=), so it survives a reload. */
export function AdminConsole() {
  const [search, setSearch] = useSearchParams();
  const tabs = sections();
  const asked = search.get('seccion');
  const current = tabs.find((section) => section.id === asked)?.id ?? tabs[0].id;
  return (
    <Tabs.Root
      value={current}
      onValueChange={(value) => setSearch({ seccion: value }, { replace: true })}
      className="mt-6"
    >
      <Tabs.List aria-label={m.tabsLabel} className="flex flex-wrap gap-1 border-b border-stone-200">
        {tabs.map((section) => (
          <Tabs.Trigger
            key={section.id}
            value={section.id}
            className="shrink-0 border-b-2 border-transparent px-3 py-2 font-semibold text-stone-700 hover:text-yerba-900 data-[state=active]:border-yerba-700 data-[state=active]:text-yerba-900"
          >
            {section.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ id, label, Panel }) => (
        <Tabs.Content key={id} value={id} className="pt-4 focus-visible:outline-none">
          <h2 className="sr-only">{label}</h2>
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
