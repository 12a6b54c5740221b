import { ANSWER_LIBRARY_PATHS, ANSWER_LIBRARY_STATUS_LABELS, ANSWER_LIBRARY_STATUSES, type AnswerLibraryTopic, type PersonRef } from '@app/shared/contract';
import { MoreDateFilters } from '@app/shared/date-input';
import { FilterBar, SelectFilter, useLookup } from '@app/shared/page-parts';
import TextField from '@mui/material/TextField';
import type { AnswerLibraryFiltersControl } from '../stores/answerLibraryFilters';

const STATUS_OPTIONS = ANSWER_LIBRARY_STATUSES.map((status) => ({ value: status, label: ANSWER_LIBRARY_STATUS_LABELS[status] }));

/**
 * The library's search and filters, bound to the answerLibraryFilters group: words of the question or
 * answer, topic, who approved it and status in view, the approval dates on demand.
 */
export function AnswerLibraryFilterBar({ filters, isFiltered, activeCount, setFilter, clearFilters }: AnswerLibraryFiltersControl) {
  const topics = useLookup<AnswerLibraryTopic>(ANSWER_LIBRARY_PATHS.topics);
  const owners = useLookup<PersonRef>(ANSWER_LIBRARY_PATHS.owners);
  return (
    <FilterBar label="Filter the answer library" isFiltered={isFiltered} activeCount={activeCount} onClear={clearFilters}>
      <TextField
        label="Search questions and answers"
        type="search"
        size="small"
        value={filters.search}
        onChange={(event) => setFilter('search', event.target.value)}
      />
      <SelectFilter
        label="Topic"
        anyLabel="Any topic"
        value={filters.topic}
        onChange={(value) => setFilter('topic', value)}
        options={topics.items.map(({ topic, count }) => ({ value: topic, label: `${topic} (${count})` }))}
      />
      <SelectFilter
        label="Approved by"
        anyLabel="Anyone"
        value={filters.owner}
        onChange={(value) => setFilter('owner', value)}
        options={owners.items.map((owner) => ({ value: owner.id, label: owner.full_name }))}
      />
      <SelectFilter label="Status" anyLabel="Any status" value={filters.status} onChange={(value) => setFilter('status', value)} options={STATUS_OPTIONS} />
      <MoreDateFilters
        filters={[
          { label: 'Approved from', value: filters.approved_after, onChange: (value) => setFilter('approved_after', value) },
          { label: 'Approved until', value: filters.approved_before, onChange: (value) => setFilter('approved_before', value) },
        ]}
      />
    </FilterBar>
  );
}
