import { company } from '@trademate/shared/constants/company';

/** Sets the document title to `TradeMate/{title}`; React hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${company.productName}/${title}`}</title>;
}
