import { sql, type SQL } from 'drizzle-orm';

/** The id of the employment `em`'s first property of a type (department, position, budget …), as a subquery. */
export const employmentProperty = (typeKey: string): SQL => sql`(select p.id from employment_properties ep join properties p on p.id = ep.property_id
  join property_types t on t.id = p.property_type_id where ep.employment_id = em.id and t.key = ${typeKey} order by p.id limit 1)`;
