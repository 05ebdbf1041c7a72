/** The users' list (docs/api.md "Lists"): one page of everyone, tagged with the tag every write invalidates. */
import type { User } from '../../contract';
import { USER_LIST_SPEC } from '../../contract/list-spec-users';
import { createListEndpoint } from '../../lib/list';
import { USER_LIST_TAG } from './tags';

/** `GET /users/?page=…`: one page of everyone, with the role and status facets the filters count. */
export const userList = createListEndpoint<User>({
  name: 'users/list',
  path: () => '/users/',
  spec: USER_LIST_SPEC,
  provides: () => [USER_LIST_TAG],
});
