import { accountReturnsResource } from '../../../shared/returns/collections/account-returns';
import { ResourceListPage } from '../../admin/generic/ResourceListPage';
import { BookLink } from './BookLink';
import { RETURN_CELLS } from './return-row';

/**
 * /account/returns: the returns collection's generic list (search by RMA number, item or serial; status and booking
 * type filters; sort; pages; all kept in the address; cards on a phone), each row opening its page, and "Book a
 * return" beside the heading.
 */
export function ReturnsPage() {
  return <ResourceListPage def={accountReturnsResource} actions={<BookLink />} cells={RETURN_CELLS} />;
}
