-- The NFT mint attempts were kept in "orders" beside "sale_orders", the real orders: the table, its key, index and
-- check are renamed, and every row stays (docs/payments.md "Checkout and minting").
ALTER TABLE "orders" RENAME TO "nft_mints";--> statement-breakpoint
ALTER TABLE "nft_mints" RENAME CONSTRAINT "orders_pkey" TO "nft_mints_pkey";--> statement-breakpoint
ALTER TABLE "nft_mints" RENAME CONSTRAINT "orders_status_check" TO "nft_mints_status_check";--> statement-breakpoint
ALTER INDEX "orders_domain_idx" RENAME TO "nft_mints_domain_idx";
