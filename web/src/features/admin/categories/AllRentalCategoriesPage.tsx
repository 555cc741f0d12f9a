import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { adminDetailsHref, paths } from '../../../config/paths';
import type { AdminRentalCategoriesQuery } from '../../../gql/graphql';
import { DataTable, type Column } from '../components/DataTable';
import { LiveNotice } from '../components/LiveNotice';
import { PageHeader } from '../components/PageHeader';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { uploadedImage } from '../../../lib/image-sources';
import { count } from '../format';
import { AdminRentalCategoriesDocument } from './category-documents';
import { SiteTime } from '../components/SiteTime';

type CategoryRow = AdminRentalCategoriesQuery['rentalCategories'][number];

const COLUMNS: Column<CategoryRow>[] = [
  {
    key: 'image',
    header: 'Image',
    // Decorative: the name is in the next cell.
    render: (c) =>
      c.image ? (
        <img
          className="category-thumb"
          {...uploadedImage(c.image, '64px')}
          alt=""
          width={64}
          height={48}
          loading="lazy"
        />
      ) : (
        <span className="category-thumb category-thumb--empty" aria-hidden="true" />
      ),
  },
  { key: 'name', header: 'Name', render: (c) => c.name },
  { key: 'updatedAt', header: 'Last changed', render: (c) => <SiteTime iso={c.updatedAt} of="marketplace" /> },
];

/** After adding or updating a category, the form comes back here with a notice. */
export interface CategoryListState {
  notice?: string;
}

export function AllRentalCategoriesPage() {
  const { data, loading, error, refetch } = useQuery(AdminRentalCategoriesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const notice = (useLocation().state as CategoryListState | null)?.notice;
  const categories = data?.rentalCategories;

  return (
    <div className="admin-page">
      <PageHeader
        title="All Rental Categories"
        intro="The categories owners choose from when they list a tool."
        actions={
          <Link to={paths.admin.addRentalCategory} className={buttonClassName('primary')}>
            Add Rental Category
          </Link>
        }
      />
      <LiveNotice notice={notice ? { tone: 'success', text: notice } : null} />
      {error && !categories ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <p className="admin-list__count">{categories ? count(categories.length, 'category', 'categories') : ''}</p>
          <DataTable
            caption="All rental categories"
            columns={COLUMNS}
            rows={categories ?? []}
            rowKey={(c) => c.id}
            rowHref={(c) => adminDetailsHref(paths.admin.rentalCategoryDetails, c.id)}
            rowName={(c) => c.name}
            busy={loading}
            emptyText={loading ? 'Loading…' : 'No categories yet.'}
          />
        </>
      )}
    </div>
  );
}
